export default '/early-access/bestaetigung'
