import { clsx } from 'clsx';
import { RotateCw, Wallet, X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { LoadingIndicator } from '../../primitives/loading-indicator/loading-indicator';
import { useUiTranslation } from '../../strings/use-ui-translation';

/** What a game's screen shows, in the phone's modal and the desktop player alike. */
export interface GameScreenProps {
  /** The game's name, in the toolbar above the game and as the frame's accessible name. */
  gameName: string;
  /** The game's studio, after its name. Default none. */
  studio?: string;
  /** Called when the player asks to load the game again. */
  onReload: () => void;
  /** The bar's Deposit shortcut; without it, none. */
  onDeposit?: () => void;
  /** No address yet: 'Loading...' shows instead of the game. */
  loading: boolean;
  /** A passing note, e.g. 'Game will be reloaded. Please wait...'. */
  notice?: string | null;
  /** The game frame. */
  children?: ReactNode;
  /** Shown between the bar and the game, always visible (e.g. the reality check's time and net). */
  statusBar?: ReactNode;
}

/**
 * Splits a screen's own props (`GameScreenProps`) from those of the element around it; the
 * screen then draws the bar (with `buttons` at its end), the status row and the stage.
 */
export function splitGameScreen<P extends GameScreenProps>({
  gameName,
  studio,
  onReload,
  onDeposit,
  loading,
  notice,
  children,
  statusBar,
  ...element
}: P): [GameScreenProps, Omit<P, keyof GameScreenProps>] {
  return [{ gameName, studio, onReload, onDeposit, loading, notice, children, statusBar }, element];
}

/** The bar, the status row and the stage of a game, the bar ending with `buttons`. */
export function GameScreen({
  screen: { gameName, studio, onReload, onDeposit, loading, notice, children, statusBar },
  buttons,
}: {
  screen: GameScreenProps;
  buttons: ReactNode;
}) {
  return (
    <>
      <GameToolbar gameName={gameName} studio={studio} onReload={onReload} onDeposit={onDeposit}>
        {buttons}
      </GameToolbar>
      <GameStatus>{statusBar}</GameStatus>
      <GameStage loading={loading} notice={notice}>
        {children}
      </GameStage>
    </>
  );
}

export interface GameModalProps
  extends GameScreenProps,
    Omit<ComponentProps<'dialog'>, 'open' | 'children'> {
  open: boolean;
  onClose: () => void;
  onDeposit: () => void;
}

/**
 * The game play modal of a phone (SPEC §2): full screen, a top bar with the game's name, a
 * Deposit shortcut, reload and close; the game below, or 'Loading...' until its address is ready.
 * A modal `<dialog>`: focus stays inside and Escape closes it.
 */
export function GameModal(modalProps: GameModalProps) {
  const [screen, { open, onClose, className, ...props }] = splitGameScreen(modalProps);
  const { t } = useUiTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close?.();
  }, [open]);
  return (
    <dialog
      {...props}
      ref={dialog}
      className={clsx('zar-game-modal', className)}
      data-slot="game-modal"
      aria-label={screen.gameName}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <GameScreen
          screen={screen}
          buttons={
            <GameToolbarButton label={t('casino.modal.close')} onClick={onClose}>
              <X size={20} aria-hidden="true" />
            </GameToolbarButton>
          }
        />
      ) : null}
    </dialog>
  );
}

/** The bar over a game: name (and studio), Deposit, reload, then the caller's own buttons. */
export function GameToolbar({
  gameName,
  studio,
  onReload,
  onDeposit,
  children,
}: {
  gameName: string;
  studio?: string;
  onReload: () => void;
  onDeposit?: () => void;
  children?: ReactNode;
}) {
  const { t } = useUiTranslation();
  return (
    <div className="zar-game-toolbar" data-slot="game-toolbar">
      <h2 className="zar-game-toolbar__name">
        {gameName}
        {studio ? <span className="zar-game-toolbar__studio">{studio}</span> : null}
      </h2>
      {onDeposit ? (
        <button type="button" className="zar-game-toolbar__deposit" onClick={() => onDeposit()}>
          <Wallet size={16} aria-hidden="true" />
          {t('casino.modal.deposit')}
        </button>
      ) : null}
      <GameToolbarButton label={t('casino.modal.reload')} onClick={onReload}>
        <RotateCw size={18} aria-hidden="true" />
      </GameToolbarButton>
      {children}
    </div>
  );
}

/** An icon button of the game's bar, named by `label` (its icon is hidden from assistive tech). */
export function GameToolbarButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="zar-game-toolbar__icon"
      aria-label={label}
      onClick={() => onClick()}
    >
      {children}
    </button>
  );
}

/** The row under the bar that always shows, empty (no height) without content. */
export function GameStatus({ children }: { children?: ReactNode }) {
  return (
    <div className="zar-game-status" data-slot="game-status">
      {children}
    </div>
  );
}

/** Where the game runs: the frame, or 'Loading...' (and a notice) until it is ready. */
export function GameStage({
  loading,
  notice,
  children,
  ref,
}: {
  loading: boolean;
  notice?: string | null;
  children?: ReactNode;
  ref?: React.Ref<HTMLDivElement>;
}) {
  const { t } = useUiTranslation();
  return (
    <div className="zar-game-stage" data-slot="game-stage" ref={ref}>
      <p className="zar-game-stage__notice" role="status">
        {notice ?? ''}
      </p>
      {loading ? <LoadingIndicator label={t('casino.modal.loading')} /> : children}
    </div>
  );
}
