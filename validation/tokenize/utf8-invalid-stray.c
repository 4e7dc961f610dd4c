int a = ­ 1;
int b = 1­;
int cÿ;
int dÃ;
int Ã© = 1;
int e = _Generic(1, char: 1, unsigned char: ­unsigned char)0);
/*
 * check-name: a byte from 0x80 up that starts no valid UTF-8 sequence is a stray token, as sparse and gcc
 * check-command: sparse $file
 *
 * check-error-start
tokenize/utf8-invalid-stray.c:1:9: error: expression expected before '­'
tokenize/utf8-invalid-stray.c:1:9: error: Expected ; at end of declaration
tokenize/utf8-invalid-stray.c:1:9: error: got ­
tokenize/utf8-invalid-stray.c:2:10: error: Expected ; at end of declaration
tokenize/utf8-invalid-stray.c:2:10: error: got ­
tokenize/utf8-invalid-stray.c:3:6: error: Expected ; at end of declaration
tokenize/utf8-invalid-stray.c:3:6: error: got ÿ
tokenize/utf8-invalid-stray.c:4:6: error: Expected ; at end of declaration
tokenize/utf8-invalid-stray.c:4:6: error: got Ã
tokenize/utf8-invalid-stray.c:6:45: error: Expected ) after expression
tokenize/utf8-invalid-stray.c:6:45: error: got ­
tokenize/utf8-invalid-stray.c:6:17: error: no generic selection for 'int'
 * check-error-end
 */
