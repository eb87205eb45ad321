export type { BreadcrumbProps, Crumb } from './breadcrumb';
export { Breadcrumb } from './breadcrumb';
