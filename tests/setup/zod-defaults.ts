import * as core from 'zod/v4/core';

/*
 * The unit and component projects share their worker's modules between files (isolate: false,
 * decision 0070), zod's among them. Many files install spec §5's messages at their top
 * (installValidationMessages, zod's process-wide configuration) and never take them back: each file
 * starts from zod's own configuration here, as it would in a fresh module graph, so a file that
 * reads zod's wording does not depend on which file ran before it in the worker.
 */
core.config({ customError: undefined });
