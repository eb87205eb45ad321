export {
  type ProviderLogo,
  ProviderSlider,
  type ProviderSliderProps,
  providerSliderSettings,
} from './provider-slider';
