enum fwd;
static enum fwd *p;
void f(enum fwd e);
_Static_assert(sizeof(enum fwd) == 4 && _Alignof(enum fwd) == 4, "fwd");
_Static_assert(sizeof(*p) == 4, "*p");
/*
 * check-name: an enum only declared is int-sized
 */
