/** The class of the account menu's trigger button. */
export const USER_MENU_TRIGGER_CLASS = 'user-menu-trigger';
