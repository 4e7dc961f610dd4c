#if !defined(GUARD_IF_H)
#define GUARD_IF_H
int guard_if;
#endif
