import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';

/** The API every unit test talks to: the default handlers, overridden in a test with `server.use(...)`. */
export const server = setupServer(...defaultHandlers);
