// 200 lines with one error each (scripts/check-bounded, kind "errors"):
// the default -fmax-errors is 100, so 101 errors show, then "too many
// errors" and silence, as sparse.
/*
 * check-name: the default error limit: 101 errors, then too many errors
 * check-command: ../scripts/check-bounded 100000 errors 200 ../sparse
 *
 * check-error-start
errors.c:1:34: error: No right hand side of '+'-expression
errors.c:2:34: error: No right hand side of '+'-expression
errors.c:3:34: error: No right hand side of '+'-expression
errors.c:4:34: error: No right hand side of '+'-expression
errors.c:5:34: error: No right hand side of '+'-expression
errors.c:6:34: error: No right hand side of '+'-expression
errors.c:7:34: error: No right hand side of '+'-expression
errors.c:8:34: error: No right hand side of '+'-expression
errors.c:9:34: error: No right hand side of '+'-expression
errors.c:10:35: error: No right hand side of '+'-expression
errors.c:11:35: error: No right hand side of '+'-expression
errors.c:12:35: error: No right hand side of '+'-expression
errors.c:13:35: error: No right hand side of '+'-expression
errors.c:14:35: error: No right hand side of '+'-expression
errors.c:15:35: error: No right hand side of '+'-expression
errors.c:16:35: error: No right hand side of '+'-expression
errors.c:17:35: error: No right hand side of '+'-expression
errors.c:18:35: error: No right hand side of '+'-expression
errors.c:19:35: error: No right hand side of '+'-expression
errors.c:20:35: error: No right hand side of '+'-expression
errors.c:21:35: error: No right hand side of '+'-expression
errors.c:22:35: error: No right hand side of '+'-expression
errors.c:23:35: error: No right hand side of '+'-expression
errors.c:24:35: error: No right hand side of '+'-expression
errors.c:25:35: error: No right hand side of '+'-expression
errors.c:26:35: error: No right hand side of '+'-expression
errors.c:27:35: error: No right hand side of '+'-expression
errors.c:28:35: error: No right hand side of '+'-expression
errors.c:29:35: error: No right hand side of '+'-expression
errors.c:30:35: error: No right hand side of '+'-expression
errors.c:31:35: error: No right hand side of '+'-expression
errors.c:32:35: error: No right hand side of '+'-expression
errors.c:33:35: error: No right hand side of '+'-expression
errors.c:34:35: error: No right hand side of '+'-expression
errors.c:35:35: error: No right hand side of '+'-expression
errors.c:36:35: error: No right hand side of '+'-expression
errors.c:37:35: error: No right hand side of '+'-expression
errors.c:38:35: error: No right hand side of '+'-expression
errors.c:39:35: error: No right hand side of '+'-expression
errors.c:40:35: error: No right hand side of '+'-expression
errors.c:41:35: error: No right hand side of '+'-expression
errors.c:42:35: error: No right hand side of '+'-expression
errors.c:43:35: error: No right hand side of '+'-expression
errors.c:44:35: error: No right hand side of '+'-expression
errors.c:45:35: error: No right hand side of '+'-expression
errors.c:46:35: error: No right hand side of '+'-expression
errors.c:47:35: error: No right hand side of '+'-expression
errors.c:48:35: error: No right hand side of '+'-expression
errors.c:49:35: error: No right hand side of '+'-expression
errors.c:50:35: error: No right hand side of '+'-expression
errors.c:51:35: error: No right hand side of '+'-expression
errors.c:52:35: error: No right hand side of '+'-expression
errors.c:53:35: error: No right hand side of '+'-expression
errors.c:54:35: error: No right hand side of '+'-expression
errors.c:55:35: error: No right hand side of '+'-expression
errors.c:56:35: error: No right hand side of '+'-expression
errors.c:57:35: error: No right hand side of '+'-expression
errors.c:58:35: error: No right hand side of '+'-expression
errors.c:59:35: error: No right hand side of '+'-expression
errors.c:60:35: error: No right hand side of '+'-expression
errors.c:61:35: error: No right hand side of '+'-expression
errors.c:62:35: error: No right hand side of '+'-expression
errors.c:63:35: error: No right hand side of '+'-expression
errors.c:64:35: error: No right hand side of '+'-expression
errors.c:65:35: error: No right hand side of '+'-expression
errors.c:66:35: error: No right hand side of '+'-expression
errors.c:67:35: error: No right hand side of '+'-expression
errors.c:68:35: error: No right hand side of '+'-expression
errors.c:69:35: error: No right hand side of '+'-expression
errors.c:70:35: error: No right hand side of '+'-expression
errors.c:71:35: error: No right hand side of '+'-expression
errors.c:72:35: error: No right hand side of '+'-expression
errors.c:73:35: error: No right hand side of '+'-expression
errors.c:74:35: error: No right hand side of '+'-expression
errors.c:75:35: error: No right hand side of '+'-expression
errors.c:76:35: error: No right hand side of '+'-expression
errors.c:77:35: error: No right hand side of '+'-expression
errors.c:78:35: error: No right hand side of '+'-expression
errors.c:79:35: error: No right hand side of '+'-expression
errors.c:80:35: error: No right hand side of '+'-expression
errors.c:81:35: error: No right hand side of '+'-expression
errors.c:82:35: error: No right hand side of '+'-expression
errors.c:83:35: error: No right hand side of '+'-expression
errors.c:84:35: error: No right hand side of '+'-expression
errors.c:85:35: error: No right hand side of '+'-expression
errors.c:86:35: error: No right hand side of '+'-expression
errors.c:87:35: error: No right hand side of '+'-expression
errors.c:88:35: error: No right hand side of '+'-expression
errors.c:89:35: error: No right hand side of '+'-expression
errors.c:90:35: error: No right hand side of '+'-expression
errors.c:91:35: error: No right hand side of '+'-expression
errors.c:92:35: error: No right hand side of '+'-expression
errors.c:93:35: error: No right hand side of '+'-expression
errors.c:94:35: error: No right hand side of '+'-expression
errors.c:95:35: error: No right hand side of '+'-expression
errors.c:96:35: error: No right hand side of '+'-expression
errors.c:97:35: error: No right hand side of '+'-expression
errors.c:98:35: error: No right hand side of '+'-expression
errors.c:99:35: error: No right hand side of '+'-expression
errors.c:100:36: error: No right hand side of '+'-expression
errors.c:101:36: error: No right hand side of '+'-expression
errors.c:102:36: error: too many errors
 * check-error-end
 */
