// A function defined 20,000 times, declared again before each
// definition.  Each definition marked every earlier declaration of the
// function, and each was compared with every earlier one as the
// declaration between was never checked itself (75 s; Debian's sparse
// is quadratic too).  Within 100 MB.
/*
 * check-name: 20,000 definitions of one function, a declaration between each two: linear
 * check-command: ../scripts/check-bounded 100000 redefined 20000 ../sparse -fmax-warnings=2
 *
 * check-error-start
redefined.c:4:5: warning: multiple definitions for function 'g'
redefined.c:2:5:  the previous one is here
redefined.c:6:5: warning: too many warnings
 * check-error-end
 */
