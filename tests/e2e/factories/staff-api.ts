import { signedInApi, type Account } from './signed-in-api.ts';

/** A staff account's sign-in (the test company's, e.g. `company.director`). */
export type StaffAccount = Account;

/** The console's calls as a staff member makes them (signed-in-api.ts). */
export const staffApi = signedInApi;
