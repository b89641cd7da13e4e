export { RequestPhotos } from './RequestPhotos';
export { StoragePhotos } from './StoragePhotos';
export { MediaViewer } from './MediaViewer';
export { photosReducer } from './slice';
export { photosSaga } from './saga';
