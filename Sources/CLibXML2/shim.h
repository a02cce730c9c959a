// Debian's libxml2 headers include the system ICU, whose types clash with Foundation's own ICU
// copy on a clean build. Switching ICU off before the other headers keeps the two apart.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
// The site validator chains its own start-element hook to libxml2's tree builder to learn where
// each element starts (line and column), which the tree alone does not record.
#include <libxml/SAX2.h>
// It also feeds pages to libxml2 in place (inputPush), which only parserInternals.h declares.
#include <libxml/parserInternals.h>
// xmlFree is a global function pointer, which Swift 6 refuses to touch as shared mutable state.
static inline void cg_xml_free(void *pointer) { xmlFree(pointer); }
