// Every element of the package, registered, for the test that holds each to custom-elements.json.
// The test also fails when the manifest lists an element missing here.
import '../../../elements/code-editor/element';
import '../../../elements/context-menu/element';
import '../../../elements/cron/element';
import '../../../elements/date-picker/element';
import '../../../elements/dialogs/detail/element';
import '../../../elements/dialogs/prompt/element';
import '../../../elements/grid/element';
import '../../../elements/image-upload/element';
import '../../../elements/import/element';
import '../../../elements/list/element';
import '../../../elements/markdown/element';
import '../../../elements/notice/element';
import '../../../elements/pickers/area-picker/element';
import '../../../elements/pickers/business-picker/element';
import '../../../elements/pickers/category-select/element';
import '../../../elements/pickers/depart-picker/element';
import '../../../elements/pickers/dict-select/element';
import '../../../elements/pickers/position-picker/element';
import '../../../elements/pickers/report-picker/element';
import '../../../elements/pickers/tree-select/element';
import '../../../elements/pickers/user-picker/element';
import '../../../elements/query/element';
import '../../../elements/rich-text/element';
import '../../../elements/slider-verify/element';
import '../../../elements/upload/element';
