// A function declared once, then 20,000 times with another type: each
// later declaration differs from the first.  Each walked back over all
// the earlier ones to find it (83 s; Debian's sparse takes as long); the
// one that differed is remembered, and the next of the same type differs
// from it at once (0.1 s).  Within 100 MB.
/*
 * check-name: 20,000 redeclarations of another type than the first: linear
 * check-command: ../scripts/check-bounded 100000 redeclared-other 20000 ../sparse -fmax-errors=2
 *
 * check-error-start
redeclared-other.c:2:13: error: symbol 'g' redeclared with different type (incompatible argument 2 (different base types)):
redeclared-other.c:2:13:    void static [toplevel] g( ... )
redeclared-other.c:1:13: note: previously declared as:
redeclared-other.c:1:13:    void static [toplevel] g( ... )
redeclared-other.c:3:13: error: symbol 'g' redeclared with different type (incompatible argument 2 (different base types)):
redeclared-other.c:3:13:    void static [toplevel] g( ... )
redeclared-other.c:1:13: note: previously declared as:
redeclared-other.c:1:13:    void static [toplevel] g( ... )
redeclared-other.c:4:13: error: symbol 'g' redeclared with different type (incompatible argument 2 (different base types)):
redeclared-other.c:4:13:    void static [toplevel] g( ... )
redeclared-other.c:1:13: note: previously declared as:
redeclared-other.c:1:13:    void static [toplevel] g( ... )
redeclared-other.c:5:13: error: too many errors
 * check-error-end
 */
