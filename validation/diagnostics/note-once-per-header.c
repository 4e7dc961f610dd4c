#include "noteonce/h.h"
static int *mp = 3;
static void g(void) { hf(); int *r = 4; hf(); }
/*
 * check-name: back in the same header after messages of the file itself: no second note
 *
 * check-error-start
diagnostics/note-once-per-header.c: note: in included file:
diagnostics/noteonce/h.h:1:18: warning: incorrect type in initializer (different base types)
diagnostics/noteonce/h.h:1:18:    expected int *static [toplevel] hp
diagnostics/noteonce/h.h:1:18:    got int
diagnostics/note-once-per-header.c:2:18: warning: incorrect type in initializer (different base types)
diagnostics/note-once-per-header.c:2:18:    expected int *static [toplevel] mp
diagnostics/note-once-per-header.c:2:18:    got int
diagnostics/note-once-per-header.c:3:38: warning: incorrect type in initializer (different base types)
diagnostics/note-once-per-header.c:3:38:    expected int *r
diagnostics/note-once-per-header.c:3:38:    got int
diagnostics/noteonce/h.h:2:40: warning: incorrect type in initializer (different base types)
diagnostics/noteonce/h.h:2:40:    expected int *q
diagnostics/noteonce/h.h:2:40:    got int
diagnostics/noteonce/h.h:2:40: warning: incorrect type in initializer (different base types)
diagnostics/noteonce/h.h:2:40:    expected int *q
diagnostics/noteonce/h.h:2:40:    got int
 * check-error-end
 */
