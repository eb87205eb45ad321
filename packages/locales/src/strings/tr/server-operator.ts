/** What the operator's commands answer; server only. */
export const serverOperator = {
  sportsSettled: 'Maçı biten {{count}} kupon sonuçlandırıldı.',
  forbidden: 'Bu işlem için operatör anahtarı gerekir.',
};
