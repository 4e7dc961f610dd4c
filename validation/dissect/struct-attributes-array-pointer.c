struct D { int a; } __attribute__((address_space(1))) (*pa)[2], (*pb)[2][3], *(*pc)[2], (**pd)[2];
typedef struct D da_t[2];
da_t *pe;
/*
 * check-name: dissect: a pointer to an array of a struct with attributes after its body has them at its def already (through pointers to it too); a pointer to an array of pointers does not
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/struct-attributes-array-pointer.c

   1:8                    def   s D                                
   1:16                   def   m D.a                              int
   1:55                   def   v pa                               struct D <asn:1> ( * )[2]
   1:65                   def   v pb                               struct D <asn:1> ( * )[2][3]
   1:78                   def   v pc                               struct D *( * )[2]
   1:89                   def   v pd                               struct D <asn:1> ( ** )[2]
   3:6                    def   v pe                               struct D [usertype] <asn:1> ( * )[2]
 * check-output-end
 */
