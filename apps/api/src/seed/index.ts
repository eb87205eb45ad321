export { turkiyeCountryId } from './countries';
export { seedDatabase } from './seed-database';
