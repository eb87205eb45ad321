export const sidebar = {
  label: 'Site menüsü',
  newTab: '(yeni sekmede açılır)',
};
