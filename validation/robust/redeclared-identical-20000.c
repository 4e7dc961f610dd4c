// 20,000 identical declarations of a static function, then one that
// differs and the definition (scripts/check-bounded, kind "redeclared").
// Each is compared with the earlier ones, as sparse does, but one of the
// same type as the last, which differed from none, is known to differ
// from none: this took over a minute (fuzz/parse time-out; Debian's
// sparse: 21 s), it takes a fraction of a second now.  The messages are
// Debian's, checked on 3 and 100 declarations.  Within 100 MB.
/*
 * check-name: 20,000 identical redeclarations: each compared in constant time
 * check-command: ../scripts/check-bounded 100000 redeclared 20000 ../sparse
 *
 * check-error-start
redeclared.c:20001:13: error: symbol 'g' redeclared with different type (incompatible argument 2 (different base types)):
redeclared.c:20001:13:    void static [toplevel] g( ... )
redeclared.c:20000:13: note: previously declared as:
redeclared.c:20000:13:    void static [toplevel] g( ... )
redeclared.c:20002:13: error: symbol 'g' redeclared with different type (incompatible argument 2 (different base types)):
redeclared.c:20002:13:    void static [toplevel] g( ... )
redeclared.c:20001:13: note: previously declared as:
redeclared.c:20001:13:    void static [toplevel] g( ... )
 * check-error-end
 */
