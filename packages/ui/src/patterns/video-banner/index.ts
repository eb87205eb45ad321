export { VideoBanner, type VideoBannerProps } from './video-banner';
