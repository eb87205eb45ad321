export const testMode = {
  label: 'Test modu',
  message: 'Bu sitedeki ödemeler gerçek değildir: para alınmaz ve ödenmez.',
};
