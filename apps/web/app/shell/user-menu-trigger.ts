/** The class of the account menu's trigger: the menu's code is loaded with a page whose markup has it. */
export const USER_MENU_TRIGGER_CLASS = 'user-menu-trigger';
