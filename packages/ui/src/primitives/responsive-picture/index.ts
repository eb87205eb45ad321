export type { PictureImage, PictureSizes, ResponsivePictureProps } from './responsive-picture';
export {
  pictureBreakpoints,
  pictureFromServerImages,
  ResponsivePicture,
} from './responsive-picture';
