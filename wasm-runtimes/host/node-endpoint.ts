import type { MessagePort, Worker } from 'node:worker_threads';
import type { Endpoint } from 'comlink';

type Listener = Parameters<Endpoint['addEventListener']>[1];

/** A worker_threads Worker or port as a comlink endpoint (Node delivers the data, the DOM an event). */
export function nodeEndpoint(port: Worker | MessagePort): Endpoint {
  const wrapped = new WeakMap<object, (data: unknown) => void>();
  return {
    postMessage: (message, transfer) => port.postMessage(message, transfer as never),
    addEventListener(_type, listener: Listener) {
      const handler = (data: unknown) => {
        const event = { data } as MessageEvent;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      wrapped.set(listener, handler);
      port.on('message', handler);
    },
    removeEventListener(_type, listener: Listener) {
      const handler = wrapped.get(listener);
      if (handler) port.off('message', handler);
      wrapped.delete(listener);
    },
  };
}
