struct e { };
struct f { struct e e; int i; };
_Static_assert(sizeof(struct e) == 0, "e");
_Static_assert(sizeof(struct f) == 4, "f");
/*
 * check-name: an empty struct has size 0 (GNU C)
 */
