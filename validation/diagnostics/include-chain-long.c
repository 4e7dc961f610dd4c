#include "longchain/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.h"
/*
 * check-name: a long include chain is cut after about 170 characters, with ', ...'
 * check-command: sparse $file
 *
 * check-error-start
diagnostics/include-chain-long.c: note: in included file (through diagnostics/longchain/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.h, ...):
diagnostics/longchain/cccccccccccccccccccccccccccccccccccccccccccccccccc.h:1:17: warning: incorrect type in initializer (different base types)
diagnostics/longchain/cccccccccccccccccccccccccccccccccccccccccccccccccc.h:1:17:    expected int *static [toplevel] p
diagnostics/longchain/cccccccccccccccccccccccccccccccccccccccccccccccccc.h:1:17:    got int
 * check-error-end
 */
