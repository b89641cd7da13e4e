export { RequestPhotos } from './RequestPhotos';
export { StoragePhotos } from './StoragePhotos';
export { CustomerPhotos } from './CustomerPhotos';
export { MediaViewer } from './MediaViewer';
export { photosReducer } from './slice';
export { photosSaga } from './saga';
