// Starting the server, building pages in chromium and typing take seconds, not milliseconds.
jest.setTimeout(120_000);
