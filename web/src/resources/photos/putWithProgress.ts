import { eventChannel, END, type EventChannel } from 'redux-saga';

export type PutEvent =
  | { readonly kind: 'progress'; readonly loaded: number; readonly total: number }
  | { readonly kind: 'done'; readonly ok: boolean; readonly status: number };

/**
 * PUT a file to a presigned address with upload progress (fetch reports none, XMLHttpRequest does), as a saga
 * channel: progress events, then one `done`. Closing the channel aborts the upload.
 */
export const putWithProgress = (url: string, file: Blob, contentType: string): EventChannel<PutEvent> =>
  eventChannel<PutEvent>((emit) => {
    const xhr = new XMLHttpRequest();
    xhr.upload.onprogress = (e) =>
      emit({ kind: 'progress', loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.onload = () => {
      emit({ kind: 'done', ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status });
      emit(END);
    };
    xhr.onerror = () => {
      emit({ kind: 'done', ok: false, status: 0 });
      emit(END);
    };
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', contentType);
    xhr.send(file);
    return () => {
      if (xhr.readyState !== XMLHttpRequest.DONE) xhr.abort();
    };
  });
