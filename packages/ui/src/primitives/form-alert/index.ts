export { FormAlert, type FormAlertProps } from './form-alert';
