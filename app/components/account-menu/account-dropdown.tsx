import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { t } from '~/app/lib/i18n/th-account'
import { Avatar } from '~/app/components/avatar'
import { AccountMenuSections, type AccountActions, type AccountSummary } from './account-menu-sections'

const items = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

type AccountDropdownProps = { account: AccountSummary } & AccountActions & {
  /** The menu is about to be wanted (a pointer over its button, focus, or opening it): load what it shows. */
  onWanted?: () => void
}

/**
 * The round profile picture that opens the account menu (menu button pattern): arrow keys move
 * between items, Home/End jump, Escape closes and returns focus to the button, Tab or a click
 * outside closes.
 */
export function AccountDropdown({ account, onOpenApp, onLogout, onWanted, sessions }: AccountDropdownProps) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    items(menu.current)[0]?.focus()
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items(menu.current)
    const index = list.indexOf(document.activeElement as HTMLElement)
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        focusAt(index + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        focusAt(index - 1)
        break
      case 'Home':
        event.preventDefault()
        focusAt(0)
        break
      case 'End':
        event.preventDefault()
        focusAt(list.length - 1)
        break
      case 'Escape':
        event.preventDefault()
        close(true)
        break
      case 'Tab':
        close(false)
        break
    }
  }

  return (
    <div className="account-dropdown">
      <button
        ref={button}
        type="button"
        className="account-dropdown__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('nav.accountMenu', { username: account.username })}
        onPointerEnter={onWanted}
        onFocus={onWanted}
        onClick={() => {
          onWanted?.()
          setOpen((v) => !v)
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault()
            onWanted?.()
            setOpen(true)
          }
        }}
      >
        <Avatar src={account.profilePicture} username={account.username} decorative />
      </button>
      {open ? (
        <div ref={menu} id={menuId} role="menu" aria-label={t('nav.accountMenu', { username: account.username })} className="account-menu" onKeyDown={onMenuKeyDown}>
          <div className="account-menu__profile">
            <Avatar src={account.profilePicture} username={account.username} size={48} decorative />
            <div>
              <p className="account-menu__username">{account.username}</p>
              <Link to="/profile" role="menuitem" className="account-menu__edit" onClick={() => close(false)}>
                {t('account.editPicture')}
              </Link>
            </div>
          </div>
          <AccountMenuSections account={account} onOpenApp={onOpenApp} onLogout={onLogout} onChoose={() => close(false)} itemRole="menuitem" sessions={sessions} />
        </div>
      ) : null}
    </div>
  )
}
