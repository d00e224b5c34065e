import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAntd } from '../../../tests/unit/render';
import { ok } from '../../../tests/unit/envelope';
import { BizError } from '@/requestErrorConfig';
import { labTerminalTicket } from '@/services/htdz/lab';
import { terminalUrl } from './connect';
import LabTerminal from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/lab', () => ({ labTerminalTicket: jest.fn() }));

// xterm draws on a canvas jsdom does not have: a stand-in that records what it is given and told
type FakeTerminal = { options: { disableStdin?: boolean }; written: string[]; input: ((d: string) => void) | null; disposed: boolean };
const mockTerminals: FakeTerminal[] = [];
jest.mock('@xterm/xterm', () => ({
  Terminal: class {
    cols = 80;
    rows = 24;
    options: { disableStdin?: boolean };
    written: string[] = [];
    input: ((d: string) => void) | null = null;
    disposed = false;
    constructor(options: { disableStdin?: boolean }) {
      this.options = options;
      mockTerminals.push(this);
    }
    loadAddon() {}
    open(parent: HTMLElement) {
      const textarea = document.createElement('textarea');
      textarea.className = 'xterm-helper-textarea';
      parent.appendChild(textarea);
    }
    focus() {}
    write(data: string) {
      this.written.push(data);
    }
    onData(handler: (d: string) => void) {
      this.input = handler;
      return { dispose: () => (this.input = null) };
    }
    dispose() {
      this.disposed = true;
    }
  },
}));
jest.mock('@xterm/addon-fit', () => ({
  FitAddon: class {
    fit() {}
  },
}));
jest.mock('@xterm/xterm/css/xterm.css', () => ({}));

/** A WebSocket the test drives: the server's side is `open`, `receive` and `drop`. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}
const socket = () => FakeSocket.all[FakeSocket.all.length - 1];
const terminal = () => mockTerminals[mockTerminals.length - 1];

const ticket = labTerminalTicket as jest.MockedFunction<typeof labTerminalTicket>;
const granted = (mode: 'owner' | 'observer', value = 'tk 1/2') => ok({ ticket: value, mode, expiresIn: 30 });

async function connect(onStopped?: (reason: string) => void) {
  renderAntd(<LabTerminal containerId={7} onStopped={onStopped} height={300} />);
  await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  await waitFor(() => expect(mockTerminals).toHaveLength(1));
  await act(async () => socket().open());
}
const status = () => screen.getByTestId('lab-terminal-status').textContent;

beforeAll(() => {
  Object.defineProperty(window, 'WebSocket', { writable: true, value: FakeSocket });
});
beforeEach(() => {
  jest.clearAllMocks();
  FakeSocket.all = [];
  mockTerminals.length = 0;
});

describe('the terminal of a lab container', () => {
  it('the owner: a ticket for the container, the socket beside the API, the size on connect, keystrokes sent and output written', async () => {
    ticket.mockResolvedValue(granted('owner'));
    renderAntd(<LabTerminal containerId={7} />);
    expect(status()).toBe('连接中');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(ticket).toHaveBeenCalledWith(7, { skipErrorHandler: true });
    expect(socket().url).toBe('ws://localhost/htdz/lab/terminal?ticket=tk%201%2F2');
    await waitFor(() => expect(mockTerminals).toHaveLength(1));
    expect(screen.getByTestId('lab-terminal').querySelector('.xterm-helper-textarea')).not.toBeNull();
    expect(terminal().options.disableStdin).toBe(false);
    await act(async () => socket().open());
    expect(status()).toBe('已连接');
    expect(socket().sent).toEqual([{ t: 'r', cols: 80, rows: 24 }]);
    act(() => terminal().input!('ls -l\r'));
    expect(socket().sent[1]).toEqual({ t: 'i', d: 'ls -l\r' });
    act(() => socket().receive({ t: 'o', d: 'total 0\r\n$ ' }));
    // a frame that is no message of the contract is dropped
    act(() => socket().receive('not json'));
    act(() => socket().receive({ t: 'o', d: 42 }));
    expect(terminal().written).toEqual(['total 0\r\n$ ']);
    expect(screen.queryByTestId('lab-terminal-observer')).toBeNull();
  });

  it('an observer sees the output but cannot type, and sends nothing', async () => {
    ticket.mockResolvedValue(granted('observer'));
    await connect();
    expect(terminal().options.disableStdin).toBe(true);
    expect(terminal().input).toBeNull();
    expect(screen.getByTestId('lab-terminal-observer').textContent).toBe('只读观察');
    act(() => socket().receive({ t: 'o', d: 'postgres=# ' }));
    expect(terminal().written).toEqual(['postgres=# ']);
    expect(socket().sent).toEqual([]);
  });

  it('the container stopping ends the terminal with the reason, without 重新连接', async () => {
    ticket.mockResolvedValue(granted('owner'));
    const onStopped = jest.fn();
    await connect(onStopped);
    act(() => socket().receive({ t: 'x', reason: 'idle' }));
    act(() => socket().drop());
    expect(onStopped).toHaveBeenCalledWith('idle');
    expect(screen.getByTestId('lab-terminal-ended').textContent).toBe('容器已停止：长时间无操作已自动停止');
    expect(status()).toBe('容器已停止');
    expect(screen.queryByTestId('lab-terminal-reconnect')).toBeNull();
  });

  it('a refusal is shown; 重新连接 asks for a new ticket and opens a new socket', async () => {
    ticket.mockResolvedValue(granted('owner', 'first'));
    await connect();
    act(() => socket().receive({ t: 'e', message: '终端票据已失效' }));
    act(() => socket().drop());
    expect(screen.getByTestId('lab-terminal-problem').textContent).toBe('终端票据已失效');
    expect(status()).toBe('连接已断开');
    expect(terminal().disposed).toBe(false);
    ticket.mockResolvedValue(granted('owner', 'second'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('lab-terminal-reconnect'));
    });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(socket().url).toMatch(/ticket=second$/);
    expect(mockTerminals[0].disposed).toBe(true);
    expect(screen.queryByTestId('lab-terminal-problem')).toBeNull();
    await waitFor(() => expect(mockTerminals).toHaveLength(2));
    await act(async () => socket().open());
    expect(status()).toBe('已连接');
  });

  it('a ticket the server refuses: its message, 连接已断开, and no socket', async () => {
    ticket.mockRejectedValue(new BizError({ errorMessage: '实验容器已停止，请先启动', errorCode: 'CONTAINER_STOPPED', showType: 2 }));
    renderAntd(<LabTerminal containerId={7} />);
    expect(await screen.findByText('实验容器已停止，请先启动')).toBeTruthy();
    expect(status()).toBe('连接已断开');
    expect(screen.getByTestId('lab-terminal-reconnect')).toBeTruthy();
    expect(FakeSocket.all).toHaveLength(0);
  });
});

describe('the terminal address', () => {
  afterEach(() => {
    delete window.HTDZ_HOST;
  });

  it('is wss under https and follows the host setting', () => {
    expect(terminalUrl('a+b', { href: 'https://lab.example.edu/stu/container/1' })).toBe('wss://lab.example.edu/htdz/lab/terminal?ticket=a%2Bb');
    expect(terminalUrl('t', { href: 'http://localhost:8000/x' })).toBe('ws://localhost:8000/htdz/lab/terminal?ticket=t');
    window.HTDZ_HOST = 'https://api.example.edu';
    expect(terminalUrl('t', { href: 'http://localhost:8000/x' })).toBe('wss://api.example.edu/htdz/lab/terminal?ticket=t');
  });
});
