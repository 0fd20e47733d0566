import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { useShellMenus } from '../../entities/content';
import { MOBILE_MENU_TEXT } from './mobileMenuText';
import styles from './MobileMenu.module.css';

const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(loadPanel);

export { MOBILE_MENU_TEXT };

/** The burger button; its side menu is loaded on the first press (or preloaded on touch/hover). */
export function MobileMenu({ menus }: { menus: ReturnType<typeof useShellMenus> }) {
  const [activated, setActivated] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-label={MOBILE_MENU_TEXT.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        onClick={() => {
          setActivated(true);
          setOpen(true);
        }}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      {activated ? (
        <Suspense fallback={null}>
          <MobileMenuPanel menus={menus} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
