/** The look of a menu's panel and items (Radix DropdownMenu), as the group pages' menus. */
export const MENU_CONTENT =
  'z-50 min-w-56 rounded-xl border border-outline-variant bg-popover p-1 text-popover-foreground shadow-lg';

export const MENU_ITEM =
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm outline-none ' +
  'data-[highlighted]:bg-on-surface/8 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';
