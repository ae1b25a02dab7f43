import { runCompanyCommand } from './company/run-company-command.ts';

/**
 * `npm run company -- create …`: makes a funeral home of one's own on the server's database
 * (decision 0084; README "Installing for your funeral home"). Run with tsx, beside the server.
 */
process.exitCode = await runCompanyCommand(process.argv.slice(2), process.env, {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
