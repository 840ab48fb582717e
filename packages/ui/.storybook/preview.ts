import '../src/styles.css';
import projectAnnotations from './project-annotations';

// The kit's stylesheet for every story; the annotations live in project-annotations.ts, which the
// site's /styleguide shares (it links the stylesheet itself).
export default projectAnnotations;
