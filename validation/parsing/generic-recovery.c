int a = _Generic(1, x: 1);
int b = _Generic(1, default: 1, 2: 3);
int c = _Generic(1, default: 1,);
int d = _Generic(1 char: 1);
int e = _Generic(1, (int): 1);
/*
 * check-name: _Generic: a list ends at what is neither a type nor default, a trailing comma is quiet
 * check-command: sparse $file
 *
 * check-error-start
parsing/generic-recovery.c:1:21: error: Expected ) after expression
parsing/generic-recovery.c:1:21: error: got x
parsing/generic-recovery.c:2:33: error: Expected ) after expression
parsing/generic-recovery.c:2:33: error: got 2
parsing/generic-recovery.c:4:20: error: Expected ) after expression
parsing/generic-recovery.c:4:20: error: got char
parsing/generic-recovery.c:5:21: error: Expected ) after expression
parsing/generic-recovery.c:5:21: error: got (
parsing/generic-recovery.c:1:17: error: no generic selection for 'int'
parsing/generic-recovery.c:4:17: error: no generic selection for 'int'
parsing/generic-recovery.c:5:17: error: no generic selection for 'int'
 * check-error-end
 */
