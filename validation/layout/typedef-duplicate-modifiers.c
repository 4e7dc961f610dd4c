typedef const int CI;
static const CI x;
typedef int __attribute__((noderef)) NI;
static NI __attribute__((noderef)) y;
static __attribute__((noderef)) NI z;
typedef int __attribute__((nocast)) NC;
static __attribute__((nocast)) NC w;
/*
 * check-name: a typedef bringing a qualifier or noderef already given: duplicate
 *
 * check-error-start
layout/typedef-duplicate-modifiers.c:2:14: warning: duplicate const [usertype]
layout/typedef-duplicate-modifiers.c:4:33: warning: duplicate [noderef]
layout/typedef-duplicate-modifiers.c:5:33: warning: duplicate [noderef] [usertype]
layout/typedef-duplicate-modifiers.c:7:32: warning: duplicate [nocast] [usertype]
 * check-error-end
 */
