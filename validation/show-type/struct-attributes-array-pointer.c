struct D { int a; } __attribute__((address_space(1))) (*pa)[2], (*pb)[2][3], *(*pc)[2], (**pd)[2];
typedef struct D da_t[2];
da_t *pe;
/*
 * check-name: show-type: a pointer to an array of a struct with attributes after its body has them once examined, through pointers to it too; a pointer to an array of pointers does not
 * check-command: test-show-type $file
 *
 * check-output-start
struct D <asn:1> ( *[addressable] [toplevel] pa )[2];
struct D <asn:1> ( *[addressable] [toplevel] pb )[2][3];
struct D *( *[addressable] [toplevel] pc )[2];
struct D <asn:1> ( **[addressable] [toplevel] pd )[2];
struct D [usertype] <asn:1> ( *[addressable] [toplevel] pe )[2];
 * check-output-end
 */
