// Opening PGlite compiles its WebAssembly (about 4 s on these machines) before a file's first test.
jest.setTimeout(30_000);
