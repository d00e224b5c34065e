// Where a container's terminal is: a WebSocket beside the API calls, not one of them (no call definition), so its
// path lives here on its own, as plain data with no schema: the web's terminal imports it without loading the schema
// library. contract/lab.ts has the ticket and the messages both ways (and passes this on).

/** GET (WebSocket upgrade) under /htdz with `?ticket=`: the server's route (server/modules/lab/terminal.ts), the page's address. */
export const TERMINAL_PATH = '/lab/terminal';
