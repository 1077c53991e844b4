export default '/startup-partner/form'
