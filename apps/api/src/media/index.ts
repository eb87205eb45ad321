export { type MediaLibrary, mediaPrefix, openMediaLibrary } from './media-library';
export { registerMedia } from './register-media';
