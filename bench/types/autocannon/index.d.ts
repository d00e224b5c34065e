// What the benchmarks use of autocannon (it ships no types; @types/autocannon would be a dependency for two files).
declare module 'autocannon' {
  namespace autocannon {
    type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      requests?: (Request & {
        setupRequest?: (req: Request, context: never) => Request;
        onResponse?: (status: number, body: string, context: never) => void;
      })[];
      initialContext?: object;
    };
    type Stats = { average: number; total: number; p50: number; p99: number; max: number };
    type Result = { requests: Stats; latency: Stats; duration: number; errors: number; timeouts: number; non2xx: number };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
