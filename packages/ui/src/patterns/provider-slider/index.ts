export {
  type ProviderLogo,
  ProviderSlider,
  type ProviderSliderProps,
  preloadProviderSlider,
  providerSliderSettings,
} from './provider-slider';
