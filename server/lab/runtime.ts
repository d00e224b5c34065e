// The one interface every lab runtime offers (issue 8): the service decides who may do what and keeps the
// containers table; a runtime only runs, stops, wipes and connects terminals to containers it is told about.
// `sandbox` (./sandbox.ts) runs them on this machine with bubblewrap; `kubernetes` (./kubernetes.ts) as Pods.

/** What a container is started from: the image's command and limits, and whose home folder it gets. */
export type ContainerSpec = {
  /** the containers table's id; the runtime names its container after it */
  containerId: number;
  /** the home folder's key: one per user and course, kept across restarts until reset */
  homeKey: string;
  /** the course, for runtimes that group containers (a namespace per course on Kubernetes) */
  courseId: number;
  /** shell text run in the home folder before the interactive shell */
  startCommand: string;
  /** the OCI image (kubernetes); the sandbox uses this machine's programs */
  ociImage: string | null;
  memoryMb: number;
  /** CPU cores in tenths */
  cpuTenths: number;
  maxProcesses: number;
  diskMb: number;
};

export type Usage = { cpuPercent: number; memoryMb: number };

/** A terminal connected to a running container: bytes in, bytes out, size, end. */
export interface TerminalSession {
  write(data: string): void;
  resize(cols: number, rows: number): void;
  onData(listener: (data: string) => void): () => void;
  /** the container's shell ended (it stops with it) or the connection to it was lost */
  onExit(listener: () => void): () => void;
  /** detaches this viewer; the container keeps running */
  close(): void;
  /** what was printed lately, so a new viewer sees the screen as it is */
  backlog(): string;
}

export interface LabRuntime {
  readonly kind: 'sandbox' | 'kubernetes';
  /** starts the container; one already running under this id is left as it is */
  start(spec: ContainerSpec): Promise<void>;
  /** stops it (all its processes); stopping a stopped container does nothing */
  stop(containerId: number): Promise<void>;
  /** empties a home folder; its container must be stopped */
  wipeHome(homeKey: string): Promise<void>;
  /** the ids of the containers this runtime has running now */
  running(): Promise<number[]>;
  /** a terminal on the running container's shell; rejects when it is not running here */
  attach(containerId: number): Promise<TerminalSession>;
  /** CPU and memory now; null when not running or not measurable */
  usage(containerId: number): Promise<Usage | null>;
  /** the home folder's size in MB, for the disk limit; null when unknown */
  homeSizeMb(homeKey: string): Promise<number | null>;
  /** called with the id when a container ends by itself (its shell exited, it was killed) */
  onExit(listener: (containerId: number) => void): void;
  /** at server shutdown: the sandbox stops its containers (they cannot outlive the process); kubernetes only closes terminals, its Pods run on */
  close(): Promise<void>;
}

/** Thrown when the runtime cannot do what was asked; the message is shown to the user. */
export class RuntimeError extends Error {}
