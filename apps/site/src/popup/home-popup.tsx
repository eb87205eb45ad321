import { PopupDialog } from '@zar/ui';
import { usePopup } from './use-popup';

/** The home popup, shown once per distinct content (SPEC §4). */
export function HomePopup() {
  const { popup, open, close } = usePopup();
  if (!popup) return null;
  return (
    <PopupDialog
      popup={popup}
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    />
  );
}
