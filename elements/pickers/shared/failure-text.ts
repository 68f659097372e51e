// The pickers tell a failed call the way every element does: the server's message from either
// answer style (HTTP 200 success:false or an error status with the envelope), else the error's text.
export { failureText } from '../../core/http';
