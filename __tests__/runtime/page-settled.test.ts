/** @jest-environment jsdom */
// The service worker registers only once the page has settled: loaded, hydrated, idle.
import { HYDRATED_ATTRIBUTE, whenPageSettled } from '../../src/runtime/page-settled';

type IdleCallback = () => void;
// jsdom has no requestIdleCallback: the tests add and remove their own.
const idleWindow = window as unknown as { requestIdleCallback?: (cb: IdleCallback) => number };

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('whenPageSettled', () => {
  let idleCallbacks: IdleCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    idleCallbacks = [];
    idleWindow.requestIdleCallback = (cb) => {
      idleCallbacks.push(cb);
      return idleCallbacks.length;
    };
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    setReadyState('interactive');
  });

  afterEach(() => {
    jest.useRealTimers();
    delete idleWindow.requestIdleCallback;
  });

  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it('waits for the load event, then hydration, then an idle moment', async () => {
    const task = jest.fn();
    void whenPageSettled(task);
    await flush();
    expect(idleCallbacks).toHaveLength(0);

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(idleCallbacks).toHaveLength(0); // not hydrated yet
    expect(task).not.toHaveBeenCalled();

    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    await flush();
    expect(idleCallbacks).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();

    idleCallbacks[0]();
    await flush();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once (at the next idle moment) on a page already loaded and hydrated', async () => {
    setReadyState('complete');
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    const task = jest.fn();
    void whenPageSettled(task);
    await flush();
    idleCallbacks[0]();
    await flush();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('still runs when hydration never completes, after the fallback delay', async () => {
    setReadyState('complete');
    const task = jest.fn();
    void whenPageSettled(task, window, 10_000);
    await flush();
    jest.advanceTimersByTime(9_999);
    await flush();
    expect(idleCallbacks).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await flush();
    idleCallbacks[0]();
    await flush();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where requestIdleCallback is missing (Safari)', async () => {
    delete idleWindow.requestIdleCallback;
    setReadyState('complete');
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    const task = jest.fn();
    void whenPageSettled(task);
    await flush();
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    await flush();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
